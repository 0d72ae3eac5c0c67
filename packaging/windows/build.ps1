# Usage: powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
# Builds dist\Civitas-<version>-setup.exe: a virtual environment in .venv with the app and PyInstaller,
# the compiled translations, the PyInstaller bundle dist\civitas (installer.spec, which also renders
# the icons into build\icons) and the Inno Setup 6 installer (ISCC on PATH or in its default folder).
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")

function Invoke-Native {
    param([string]$Program, [string[]]$Arguments)
    & $Program @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Program failed with exit code $LASTEXITCODE" }
}

$match = Select-String -Path pyproject.toml -Pattern '^version\s*=\s*"([^"]+)"' | Select-Object -First 1
if (-not $match) { throw "no version in pyproject.toml" }
$version = $match.Matches[0].Groups[1].Value

if (-not (Test-Path .venv\Scripts\python.exe)) { Invoke-Native python @("-m", "venv", ".venv") }
$python = ".venv\Scripts\python.exe"
Invoke-Native $python @("-m", "pip", "install", "-q", "--upgrade", "pip")
Invoke-Native $python @("-m", "pip", "install", "-q", "-e", ".[package]")

New-Item -ItemType Directory -Force desktop\civitas\i18n | Out-Null
foreach ($ts in Get-ChildItem translations\*.ts) {
    Invoke-Native .venv\Scripts\pyside6-lrelease.exe @("-silent", $ts.FullName, "-qm", "desktop\civitas\i18n\$($ts.BaseName).qm")
}

Invoke-Native $python @("packaging\make_icons.py", "build\icons")
Invoke-Native .venv\Scripts\pyinstaller.exe @("--noconfirm", "--clean", "--distpath", "dist", "--workpath", "build\pyinstaller", "installer.spec")

$iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $iscc) { $iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe" }
if (-not (Test-Path $iscc)) { throw "Inno Setup 6 (ISCC.exe) not found" }
Invoke-Native $iscc @("/Q", "/DAppVersion=$version", "packaging\windows\civitas.iss")
Write-Host "built dist\Civitas-$version-setup.exe"
