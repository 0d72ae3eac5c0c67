import faulthandler
import logging
import sys
from collections.abc import Iterator
from logging.handlers import RotatingFileHandler
from pathlib import Path

import pytest

from civitas.storage import logfiles
from civitas.storage.paths import log_dir


@pytest.fixture
def clean_logger() -> Iterator[logging.Logger]:
    logger = logging.getLogger("civitas")
    before = list(logger.handlers)
    yield logger
    for handler in logger.handlers:
        if handler not in before:
            handler.close()
    logger.handlers = before
    faulthandler.enable(sys.__stderr__)


def test_the_log_directory_can_be_moved_with_an_environment_variable(tmp_path, monkeypatch):
    monkeypatch.setenv("CIVITAS_LOG_DIR", str(tmp_path / "elsewhere"))
    assert log_dir() == tmp_path / "elsewhere"
    assert log_dir().is_dir()


def test_setup_logging_writes_the_log_file_in_the_log_directory(tmp_path: Path, clean_logger):
    path = logfiles.setup_logging(tmp_path)
    logging.getLogger("civitas.test").warning("a warning worth keeping")
    for handler in clean_logger.handlers:
        handler.flush()
    assert path == tmp_path / logfiles.LOG_NAME
    text = path.read_text(encoding="utf-8")
    assert "started" in text and "a warning worth keeping" in text
    assert (tmp_path / logfiles.CRASH_NAME).exists()


def test_setup_logging_twice_adds_no_second_handler(tmp_path: Path, clean_logger):
    logfiles.setup_logging(tmp_path)
    logfiles.setup_logging(tmp_path)
    assert sum(isinstance(h, RotatingFileHandler) for h in clean_logger.handlers) == 1


def test_a_missing_stderr_is_sent_to_the_log(tmp_path: Path, clean_logger, monkeypatch):
    monkeypatch.setattr(sys, "stderr", None)
    logfiles.setup_logging(tmp_path)
    print("message for a console that is not there", file=sys.stderr)
    for handler in clean_logger.handlers:
        handler.flush()
    assert "message for a console that is not there" in (tmp_path / logfiles.LOG_NAME).read_text(encoding="utf-8")


def test_an_uncaught_exception_is_logged_with_its_traceback(tmp_path: Path, clean_logger):
    logfiles.setup_logging(tmp_path)
    try:
        raise RuntimeError("boom in a slot")
    except RuntimeError as exc:
        logfiles.log_exception(RuntimeError, exc, exc.__traceback__)
    for handler in clean_logger.handlers:
        handler.flush()
    text = (tmp_path / logfiles.LOG_NAME).read_text(encoding="utf-8")
    assert "RuntimeError: boom in a slot" in text and "Traceback" in text
