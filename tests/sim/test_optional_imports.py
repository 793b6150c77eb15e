"""``simulate`` on the local backend, ``tally`` and the command line never import Ray or matplotlib:
they are optional extras (``cluster``, ``report``), loaded only by the runs that use them."""

import subprocess
import sys

PROGRAM = """
import sys
from cardtable import cli
cli.build_parser()
args = ["simulate", "mewmew", "--agents", "random,random", "--games", "2", "--workers", "1", "--json"]
assert cli.main(args) == 0
loaded = {"ray", "matplotlib"} & set(sys.modules)
assert not loaded, loaded
"""


def test_simulating_locally_imports_neither_ray_nor_matplotlib() -> None:
    subprocess.run([sys.executable, "-c", PROGRAM], check=True, capture_output=True)
