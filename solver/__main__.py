"""``python -m solver``: the ``manasolve`` command."""

from solver.cli import main

raise SystemExit(main())
