"""`toolcli init` and `toolcli add-tool`: what was written and the steps left."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from ..safe_text import visible
from ..scaffold import Scaffolded


def render(done: Scaffolded, console: Console, headline: str) -> None:
    console.print(Text(f"toolcli: {visible(headline)}", style="bold green"))
    for path in done.written:
        console.print(Text(f"  wrote {visible(path)}"))
    console.print(Text("Next:", style="bold"))
    for number, step in enumerate(done.steps, 1):
        console.print(Text(f"  {number}. {visible(step)}"))
