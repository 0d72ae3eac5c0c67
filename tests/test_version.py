import tomllib
from pathlib import Path

import civitas


def test_the_app_version_is_the_one_written_in_pyproject():
    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    with pyproject.open("rb") as fh:
        assert civitas.__version__ == tomllib.load(fh)["project"]["version"]
