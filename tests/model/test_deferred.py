"""model/deferred.py: a module deferred to first use is imported when one of its attributes is
first read, and every read goes to the module itself (issue 12: a question pays only for the
rooms it uses)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from manasolve.model.deferred import deferred


def test_the_module_is_imported_at_the_first_attribute_read():
    """Creating the stand-in imports nothing; reading an attribute imports the module."""
    code = (
        "import sys\n"
        "from manasolve.model.deferred import deferred\n"
        "m = deferred('manasolve.solver.casting.cast')\n"
        "assert 'manasolve.solver.casting.cast' not in sys.modules\n"
        "f = m.cast\n"
        "assert 'manasolve.solver.casting.cast' in sys.modules\n"
        "assert f is sys.modules['manasolve.solver.casting.cast'].cast\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_reads_go_to_the_module_itself(monkeypatch):
    """An attribute set on the module later (a monkeypatch) is what the stand-in reads: nothing
    is copied."""
    import manasolve.model.mana as mana

    stand_in = deferred("manasolve.model.mana")
    assert stand_in.Mana is mana.Mana
    monkeypatch.setattr(mana, "Mana", object)
    assert stand_in.Mana is object


def test_a_missing_module_or_attribute_fails_at_the_read():
    """A wrong name is an ImportError (module) or AttributeError (attribute) when read."""
    with pytest.raises(ImportError):
        _ = deferred("manasolve.model.no_such_module").x
    with pytest.raises(AttributeError):
        _ = deferred("manasolve.model.mana").no_such_name
