"""The card-text grammar: Oracle text → abilities (model.abilities) as plain data.

* ``reader.py``    — :func:`parse_abilities`: cuts a card's text into abilities and dispatches each
  piece (cost parts, mana sentences, triggers, static effects) to the grammar;
* ``mana.lark``    — the lark grammar: selectors, amounts, palettes, mana specifications, cost
  parts, replacement effects, tap triggers, type/colour changes and granted abilities;
* ``grammar.py``   — the parser, built once by a cached factory, and a safe ``read``;
* ``translate.py`` — the transformer from parse trees to model data;
* ``keywords.py``  — keyword lines (702), read with a lexicon;
* ``sentences.py`` — reminder text, lines, sentences, cost parts and self-references.
"""

from ..errors import CardTextError
from .reader import parse_abilities

__all__ = ["CardTextError", "parse_abilities"]
