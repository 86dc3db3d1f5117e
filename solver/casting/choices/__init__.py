"""The choices of casting a spell (601.2b-c), one small class each, in the order they are posed.

* :class:`PermissionChoice` — which permission casts it (601.3, 118.9);
* :class:`OfferingChoice` — keys15: whether it is cast with its offering, sacrificing what (702.48a);
* :class:`TimingChoice` — when it may be cast, and whether as though it had flash for more (117.1a, 601.3, 702.8a);
* :class:`PrototypeChoice` — prototyped or not (718.3);
* :class:`AlternativeChoice` — which alternative cost is paid instead of the mana cost (118.9);
* :class:`KickerChoice` — which kicker costs are paid, how many multikicks (702.33);
* :class:`OptionalCostsChoice` — which optional keyword costs are paid, how many times (buyback, replicate, ...: 601.2b);
* :class:`BargainChoice` — costs14: whether it is bargained, sacrificing an artifact, enchantment or token (702.166a);
* :class:`GrantedLifeChoice` — costs14: which optional life payments other permanents offer are made, for their reductions (118.8, 601.2f);
* :class:`ModesChoice` — which modes of a modal spell, and what choosing them costs (700.2, 702.172a);
* :class:`XChoice` — the value of X (107.3);
* :class:`AdditionalCostsChoice` — what pays the mandatory additional costs (118.8);
* :class:`TargetsChoice` — how many targets (601.2c, 115).

The order of :data:`CHOICES` is the order of the rules (the first that leaves no way to cast is
the reason given), of the keys of the cast mapping and of the explanation's words; a choice may
read what the choices before it posed (:class:`~.base.Posing`). A new casting option is one new
module here with one :class:`~.base.Choice` class, added to :data:`CHOICES`.
"""

from __future__ import annotations

from .additional import AdditionalCostsChoice
from .alternative import AlternativeChoice
from .base import Choice, Part, Posing, Replacement, Request
from .granted_life import GrantedLifeChoice  # costs14
from .bargain import BargainChoice  # costs14
from .kicker import KickerChoice
from .modes import ModesChoice
from .offering import OfferingChoice  # keys15
from .optional import OptionalCostsChoice
from .permission import PermissionChoice
from .prototype import PrototypeChoice
from .targets import TargetsChoice
from .timing import TimingChoice
from .x import XChoice

__all__ = [
    "CHOICES",
    "AdditionalCostsChoice",
    "AlternativeChoice",
    "BargainChoice",
    "Choice",
    "GrantedLifeChoice",
    "KickerChoice",
    "ModesChoice",
    "OfferingChoice",
    "OptionalCostsChoice",
    "Part",
    "PermissionChoice",
    "Posing",
    "PrototypeChoice",
    "Replacement",
    "Request",
    "TargetsChoice",
    "TimingChoice",
    "XChoice",
]

CHOICES: tuple[type[Choice], ...] = (
    PermissionChoice,
    OfferingChoice,  # keys15: offering (702.48a) gives flash, so before the timing
    TimingChoice,
    PrototypeChoice,
    AlternativeChoice,
    KickerChoice,
    OptionalCostsChoice,
    GrantedLifeChoice,  # costs14: optional life for a reduction (118.8, 601.2f)
    BargainChoice,  # costs14: bargain (702.166)
    ModesChoice,
    XChoice,
    AdditionalCostsChoice,
    TargetsChoice,
)
"""Every choice of casting, in the order they are posed."""
