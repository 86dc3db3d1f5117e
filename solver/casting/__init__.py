"""The casting room: casting a spell as a constraint problem (601.2, 118, 107.3, 702.33, 718).

What the rules say about one spell and one board, before any choice:

* :mod:`.profile`     — what the card offers: prototype, alternative costs, kickers, additional
  costs, its own cost modifiers, targets, entering counters, flash; targetability;
* :mod:`.permissions` — the permissions to cast it (601.3, 118.9; One with the Multiverse);
* :mod:`.timing`      — when it may be cast (117.1a, 502.4);
* :mod:`.targets`     — how many legal targets each "target" phrase has (115, 601.2c);
* :mod:`.modifiers`   — cost increases and reductions in force (601.2f, 118.7);
* :mod:`.selection`, :mod:`.words` — what a spell's text selects on the board; how reasons
  name players and zones.

The choices and the problem they make:

* :mod:`.choices`     — one class per choice (permission, prototype, alternative cost, kicker, X,
  additional costs, targets), registered in :data:`.choices.CHOICES`;
* :mod:`.space`       — the constraint problem, knowing nothing of what its variables mean;
* :mod:`.situation`   — one question's fixed facts (card, caster, board, sources);
* :mod:`.face_down`   — the situation of casting a card face down: a 2/2 with no text for {3}
  (702.37c, 702.168a, 708.2), the ``cast`` key ``face_down``;
* :mod:`.ways`        — the choices posed together, each solution read back as a way of casting
  with its total cost (601.2f);
* :mod:`.costs`       — total costs, the payment oracle (601.2g-h), which mana pays which symbol.

The questions: :mod:`.cast` (``cast``, ``cast_options``), :mod:`.enters` (``enters``); their
answers are :mod:`.results`.
"""
