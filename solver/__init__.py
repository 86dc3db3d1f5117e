"""manasolve's algorithms and interfaces, in rooms by role (each imports only from the rooms
below it; ARCHITECTURE.md draws the tower):

* :mod:`.board`   — each permanent's characteristics after continuous effects (305.6-7, 613);
* :mod:`.mana`    — mana events, replacement effects (614, 616), could produce (106.7), triggers;
* :mod:`.paying`  — activation legality (107.5-6, 302.6, 602.5b), payment (601.2g-h), tapping;
* :mod:`.casting` — casting a spell as a constraint problem (601.2, 118, 107.3, 702.33, 718);
* :mod:`.app`     — the interfaces: queries, batches, the command line, checks, coverage.

:mod:`.options` and :mod:`.results` (answers and witnesses) sit below every room.
"""
