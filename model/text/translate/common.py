"""What every family of the translator shares: the base class that holds the text being read, the
error for a phrase the data model cannot hold, and the mana symbols that a phrase may add.

A phrase the data model cannot hold exactly (an uncapitalised word where a subtype should be, a
"that color" with nothing to refer to, "X" that nothing defines...) raises :class:`Unreadable`;
the reader then treats the piece as unread rather than guessing.
"""

from __future__ import annotations

from typing import Callable, Sequence

from lark import Token, Transformer, v_args
from lark.tree import Meta

from ...abilities import Ability
from ...mana import Mana

__all__ = ["TranslatorBase", "Unreadable", "mana_of_symbols"]


class Unreadable(ValueError):
    """A phrase the grammar matched but the data model cannot express exactly."""


def mana_of_symbols(tokens: Sequence[Token]) -> Mana:
    """"{W}{W}" → Mana; only the six mana types can be added (106.1b; 106.10 generic symbols are
    written {C} in Oracle text)."""
    text = "".join(str(t) for t in tokens)
    body = text.replace("{", "").replace("}", "").upper()
    if not body or any(ch not in "WUBRGC" for ch in body):
        raise Unreadable(f"cannot add {text}")
    return Mana.parse(body)


@v_args(inline=True)
class TranslatorBase(Transformer[Token, object]):
    """The state of one translation, shared by every family of phrases (each family is a subclass
    of this one; :class:`~model.text.translate.Translator` puts them together).

    ``source`` is the text that was parsed (selector texts are cut from it); ``read_quoted`` reads
    the abilities inside quotation marks ("Lands you control have "{T}: Add ..."") with the same
    reader, so a granted ability is read exactly like a printed one.
    """

    def __init__(self, source: str, read_quoted: Callable[[str], tuple[Ability, ...]]):
        super().__init__(visit_tokens=True)
        self._source = source
        self._read_quoted = read_quoted

    def _cut(self, meta: Meta) -> str:
        """The words of the source that a rule matched ("" for an empty match)."""
        if getattr(meta, "empty", True):
            return ""
        return self._source[meta.start_pos : meta.end_pos]

    # ---- tokens ----------------------------------------------------------------------------

    def QUOTED(self, tok: Token) -> str:
        return str(tok)[1:-1]
