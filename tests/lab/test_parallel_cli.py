"""Processes and Dask give exactly the single worker's results; the command line writes them."""

from __future__ import annotations

import csv
import io
import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from distributed import Client, LocalCluster

from landlords.lab import Experiment, LabResult, run
from landlords.lab.export import files, render
from landlords.lab.parallel import batches, run_dask, run_local
from landlords.tools.cli import main

EXPERIMENT = Experiment(("monopoly", "single-tax"), ("heuristic", "random", "random"), games=6, seed=40)


def exported(result: LabResult) -> dict[str, str]:
    return files(result, render(result))


@pytest.fixture(scope="module")
def alone() -> dict[str, str]:
    named = exported(run(EXPERIMENT))
    assert named["claims.csv"].count("\n") > 20  # compared below like every other file
    return named


def test_batches_cover_every_seed_once() -> None:
    parts = batches(Experiment(games=1000, seed=5), 3)
    assert [s for part in parts for s in part] == list(range(5, 1005))
    assert len(parts) >= 3 * 8


def test_two_processes_give_the_same_files(alone: dict[str, str]) -> None:
    seen: list[int] = []
    result = run_local(EXPERIMENT, workers=2, progress=lambda done, total: seen.append(done))
    assert result.complete
    assert exported(result) == alone
    assert seen[-1] == EXPERIMENT.games and seen == sorted(seen)


def test_cancelled_processes_keep_whole_seeds() -> None:
    calls: list[int] = []
    result = run_local(
        EXPERIMENT, workers=2, progress=lambda done, total: calls.append(done), cancelled=lambda: bool(calls)
    )
    assert not result.complete
    rows = list(csv.reader(io.StringIO("".join(result.games_rows))))
    played = sorted({int(r[1]) for r in rows})
    assert 0 < len(played) == result.seeds_done < EXPERIMENT.games
    assert [r[0] for r in rows] == ["monopoly", "single-tax"] * len(played)
    assert result.tallies["monopoly"].games == len(played)


def test_dask_local_cluster_gives_the_same_files(alone: dict[str, str]) -> None:
    with (
        LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster,
        Client(cluster) as client,
    ):
        assert exported(run_dask(EXPERIMENT, client)) == alone
        assert exported(run_dask(EXPERIMENT, cluster.scheduler_address)) == alone


def test_the_lab_command_writes_the_files(
    alone: dict[str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    code = main(
        [
            "lab",
            "--compare",
            "monopoly,single-tax",
            "--seats",
            "heuristic",
            "random,random",
            "--games",
            "6",
            "--seed",
            "40",
            "--workers",
            "2",
            "--out",
            str(out),
        ]
    )
    assert code == 0
    written = {str(p.relative_to(out)): p.read_text(encoding="utf-8") for p in out.rglob("*") if p.is_file()}
    assert written == alone
    printed = capsys.readouterr().out
    assert printed.startswith("12 games in ")
    assert json.loads(alone["summary.json"])["charts"][2]["reading"] in printed


def test_the_lab_command_defaults_and_refusals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lab", "--games", "1", "--seats", "random", "random", "--out", str(tmp_path)]) == 0
    summary = json.loads((tmp_path / "summary.json").read_text(encoding="utf-8"))
    assert summary["experiment"]["rulesets"] == ["monopoly", "single-tax"]
    assert main(["lab", "--edition", "1904", "--games", "1", "--seats", "random,random", "--out", str(tmp_path)]) == 0
    summary = json.loads((tmp_path / "summary.json").read_text(encoding="utf-8"))
    assert summary["experiment"]["rulesets"] == ["1904"]
    for bad in (["--compare", "monopoly,utopia"], ["--seats", "heuristic"], ["--games", "0"], ["--workers", "-1"]):
        with pytest.raises(SystemExit):
            main(["lab", *bad, "--out", str(tmp_path)])
    assert "unknown rule set 'utopia'" in capsys.readouterr().err


def test_ctrl_c_stops_the_command_and_keeps_the_seeds_played(tmp_path: Path) -> None:
    command = [
        sys.executable,
        "-m",
        "landlords",
        "lab",
        "--games",
        "500",
        "--seats",
        "random",
        "random",
        "--out",
        str(tmp_path),
    ]
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as run_:
        assert run_.stderr is not None
        first = run_.stderr.readline()  # the first progress line: seeds are being played
        assert "/500 seeds" in first
        run_.send_signal(signal.SIGINT)
        out, _ = run_.communicate(timeout=60)
    assert run_.returncode == 0
    summary = json.loads((tmp_path / "summary.json").read_text(encoding="utf-8"))
    assert summary["complete"] is False and 0 < summary["seeds_played"] < 500
    assert f"stopped: {summary['seeds_played']} of 500 seeds played" in out
