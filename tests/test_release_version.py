"""packaging/check_version.py: a release tag must name the version written in pyproject.toml."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "packaging" / "check_version.py"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("check_version", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


check_version = _load()


def _pyproject(tmp_path: Path, version: str) -> Path:
    path = tmp_path / "pyproject.toml"
    path.write_text(f'[project]\nname = "civitas"\nversion = "{version}"\n', encoding="utf-8")
    return path


def test_the_version_read_is_the_one_in_the_repository_pyproject() -> None:
    with (ROOT / "pyproject.toml").open("rb") as fh:
        assert check_version.project_version() == tomllib.load(fh)["project"]["version"]


def test_a_tag_naming_the_project_version_passes_and_prints_the_version(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pyproject = _pyproject(tmp_path, "1.4.0")
    env = {"GITHUB_REF_TYPE": "tag", "GITHUB_REF_NAME": "v1.4.0"}
    assert check_version.main(["--pyproject", str(pyproject)], env) == 0
    assert capsys.readouterr().out == "1.4.0\n"


@pytest.mark.parametrize("tag", ["v1.4.1", "v1.4", "1.4.0", "v1.4.0-rc1", "V1.4.0"])
def test_a_release_tag_that_differs_from_the_project_version_fails_the_build(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], tag: str
) -> None:
    pyproject = _pyproject(tmp_path, "1.4.0")
    env = {"GITHUB_REF_TYPE": "tag", "GITHUB_REF_NAME": tag}
    assert check_version.main(["--pyproject", str(pyproject)], env) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert tag in captured.err and "1.4.0" in captured.err


def test_a_branch_build_has_no_tag_to_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pyproject = _pyproject(tmp_path, "1.4.0")
    env = {"GITHUB_REF_TYPE": "branch", "GITHUB_REF_NAME": "main"}
    assert check_version.main(["--pyproject", str(pyproject)], env) == 0
    assert check_version.main(["--pyproject", str(pyproject)], {}) == 0
    assert capsys.readouterr().out == "1.4.0\n1.4.0\n"


def test_the_tag_option_overrides_the_environment(tmp_path: Path) -> None:
    pyproject = _pyproject(tmp_path, "1.4.0")
    env = {"GITHUB_REF_TYPE": "tag", "GITHUB_REF_NAME": "v1.4.0"}
    assert check_version.main(["--pyproject", str(pyproject), "--tag", "v2.0.0"], env) == 1
    assert check_version.main(["--pyproject", str(pyproject), "--tag", "v1.4.0"], {}) == 0


def test_a_pyproject_without_a_version_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "pyproject.toml"
    path.write_text('[project]\nname = "civitas"\n', encoding="utf-8")
    assert check_version.main(["--pyproject", str(path)], {}) == 1
    assert "no [project] version" in capsys.readouterr().err


def test_the_script_runs_as_the_workflow_calls_it_and_exits_1_on_a_mismatch() -> None:
    version = check_version.project_version()
    env = {"GITHUB_REF_TYPE": "tag", "GITHUB_REF_NAME": f"v{version}.999", "PATH": ""}
    done = subprocess.run([sys.executable, str(SCRIPT)], env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 1
    assert "version check failed" in done.stderr
    env["GITHUB_REF_NAME"] = f"v{version}"
    done = subprocess.run([sys.executable, str(SCRIPT)], env=env, capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (0, f"{version}\n")
