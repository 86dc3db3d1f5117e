"""The README's Python code blocks run as written (from the repository's folder): the front page
cannot promise what the library does not do. A block that connects to a real cluster
(``tcp://...``) is only compiled."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
BLOCKS = re.findall(r"```python\n(.*?)```", (REPO / "README.md").read_text(encoding="utf-8"), flags=re.S)


def test_the_readme_has_python_examples():
    assert len(BLOCKS) >= 4


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_readme_block_runs(index, monkeypatch, capsys):
    monkeypatch.chdir(REPO)
    code = BLOCKS[index]
    compiled = compile(code, f"README.md block {index + 1}", "exec")
    if "tcp://" in code:
        return
    exec(compiled, {"__name__": f"readme_{index}"})
