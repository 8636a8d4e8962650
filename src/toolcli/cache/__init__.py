"""The room for speed: what toolcli remembers across runs so that a run does
only the work no earlier run did (SPEC §9).

* `store.py`: one file format for every kind of entry (verdicts, token counts),
  one folder per registry in the user's cache directory. Its stamp is a digest
  of every file of the installed toolcli and the versions of what it runs on,
  so no edit of a rule, a signal or a table can leave a stale verdict; a file
  that is not a regular file of this stamp is a miss, never an error.
* `judging.py`: the pure judges of the text and tool rules, run on what the
  store does not know to be quiet; the verdicts go back to the rules as data.

Nothing here knows a rule; the rules know nothing of the store.
"""

from __future__ import annotations

from .store import Store, cache_dir, registry_cache, value_key

__all__ = ["Store", "cache_dir", "registry_cache", "value_key"]
