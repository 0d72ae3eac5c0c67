import json

from civitas.storage.demo_save import main, write_demo_save
from civitas.storage.saves import load_session


def test_a_demo_save_loads_as_a_new_game_where_every_seat_is_an_ai(tmp_path):
    path = tmp_path / "demo.civitas.json"
    write_demo_save(path, "heroes", players=3, level="normal", seed=7)
    session = load_session(path)
    assert session.game.id == "heroes"
    assert session.record.steps == [] and session.record.seed == 7
    assert [p["ai"] for p in session.record.players] == ["normal"] * 3


def test_demo_save_command_refuses_an_unknown_game_and_writes_nothing(tmp_path, capsys):
    path = tmp_path / "x.civitas.json"
    assert main([str(path), "--game", "no-such-game"]) == 2
    assert "unknown game" in capsys.readouterr().err
    assert not path.exists()


def test_demo_save_command_refuses_a_player_count_out_of_range(tmp_path):
    path = tmp_path / "x.civitas.json"
    assert main([str(path), "--players", "9"]) == 2
    assert not path.exists()


def test_demo_save_command_writes_a_save_file(tmp_path):
    path = tmp_path / "ok.civitas.json"
    assert main([str(path), "--players", "2", "--seed", "3"]) == 0
    assert json.loads(path.read_text(encoding="utf-8"))["game"] == "heroes"
