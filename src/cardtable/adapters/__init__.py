"""Research interfaces (OpenSpiel, PettingZoo, Gymnasium) for cardtable's games; the optional extra ``rl``.

Nothing here is imported by ``cardtable`` itself: each adapter module imports its tool (numpy,
pyspiel, pettingzoo, gymnasium) and is imported only by a user who asks for it, e.g.
``import cardtable.adapters.openspiel``. Install the tools with ``pip install cardtable[rl]``.
"""

MAX_DECISIONS = 5000
"""Decisions after which an adapter stops an unfinished game: far beyond any real game, a guard."""
