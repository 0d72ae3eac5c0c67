"""Print the project version; fail when a release tag names another one.

Usage: python packaging/check_version.py [--tag TAG]

The version is kept in pyproject.toml only. A release is built from a tag ``v<version>``: on GitHub
Actions the tag comes from GITHUB_REF_NAME when GITHUB_REF_TYPE is ``tag`` (a build from a branch has
nothing to check), or from ``--tag``. Prints the version on success (the build scripts use it) and
exits 1 with the reason on stderr when the tag is not ``v`` + the project version.
Every installer row of .github/workflows/installers.yml runs it before building.
"""

from __future__ import annotations

import argparse
import os
import sys
import tomllib
from collections.abc import Mapping, Sequence
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


def project_version(pyproject: Path = PYPROJECT) -> str:
    with pyproject.open("rb") as fh:
        version = tomllib.load(fh).get("project", {}).get("version")
    if not isinstance(version, str) or not version:
        raise ValueError(f"no [project] version in {pyproject}")
    return version


def release_tag(env: Mapping[str, str]) -> str | None:
    """The tag being built on GitHub Actions, or None for a branch build or outside Actions."""
    if env.get("GITHUB_REF_TYPE") == "tag":
        return env.get("GITHUB_REF_NAME") or None
    return None


def tag_problem(version: str, tag: str | None) -> str | None:
    """Why ``tag`` cannot release ``version``, or None when it can (or there is no tag)."""
    if tag is None:
        return None
    if not tag.startswith("v"):
        return f"release tag {tag!r} does not start with 'v' (expected 'v{version}')"
    if tag[1:] != version:
        return f"release tag {tag!r} names version {tag[1:]!r}, but pyproject.toml says {version!r}"
    return None


def main(argv: Sequence[str] | None = None, env: Mapping[str, str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--tag", help="the release tag to check (default: the GitHub Actions tag, if any)")
    parser.add_argument("--pyproject", type=Path, default=PYPROJECT, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    try:
        version = project_version(args.pyproject)
    except (OSError, ValueError, tomllib.TOMLDecodeError) as error:
        print(f"version check failed: {error}", file=sys.stderr)
        return 1
    tag = args.tag if args.tag is not None else release_tag(os.environ if env is None else env)
    problem = tag_problem(version, tag)
    if problem:
        print(f"version check failed: {problem}", file=sys.stderr)
        return 1
    print(version)
    return 0


if __name__ == "__main__":
    sys.exit(main())
