"""``python -m manasolve``: the ``manasolve`` command."""

from .solver.app.cli import main

raise SystemExit(main())
