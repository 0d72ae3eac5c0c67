#Requires -Version 7
# Usage: pwsh packaging/windows/build.ps1
# Builds dist\Civitas-<version>-setup.exe: a virtual environment in .venv with the app and PyInstaller,
# the compiled translations, the PyInstaller bundle dist\civitas (installer.spec, which also renders
# the icons into build\icons) and the installer, with Inno Setup 6.3 or later (packaging\windows\find-iscc.ps1
# finds ISCC.exe whatever its folder is called). Fails when a release tag (GITHUB_REF_NAME) and the
# version in pyproject.toml differ (packaging\check_version.py). packaging\windows\check.ps1 runs what it built.
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest
Set-Location (Join-Path $PSScriptRoot "..\..")

function Invoke-Native {
    param([string]$Program, [string[]]$Arguments)
    & $Program @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Program failed with exit code $LASTEXITCODE" }
}

if (-not (Test-Path .venv\Scripts\python.exe)) { Invoke-Native python @("-m", "venv", ".venv") }
$python = ".venv\Scripts\python.exe"
$version = (& $python packaging\check_version.py | Select-Object -Last 1)
if ($LASTEXITCODE -ne 0 -or -not $version) { throw "version check failed (packaging\check_version.py)" }
$version = $version.Trim()

$iscc = & (Join-Path $PSScriptRoot "find-iscc.ps1")
if (-not $iscc) { throw "Inno Setup 6.3 or later (ISCC.exe) not found; install it, e.g. choco install innosetup" }

Invoke-Native $python @("-m", "pip", "install", "-q", "--upgrade", "pip")
Invoke-Native $python @("-m", "pip", "install", "-q", "-e", ".[package]")

New-Item -ItemType Directory -Force desktop\civitas\i18n | Out-Null
foreach ($ts in Get-ChildItem translations\*.ts) {
    Invoke-Native .venv\Scripts\pyside6-lrelease.exe @("-silent", $ts.FullName, "-qm", "desktop\civitas\i18n\$($ts.BaseName).qm")
}

Invoke-Native $python @("packaging\make_icons.py", "build\icons")
Invoke-Native .venv\Scripts\pyinstaller.exe @("--noconfirm", "--clean", "--distpath", "dist", "--workpath", "build\pyinstaller", "installer.spec")

Write-Host "Inno Setup compiler: $iscc"
Invoke-Native $iscc @("/Q", "/DAppVersion=$version", "packaging\windows\civitas.iss")
$setup = "dist\Civitas-$version-setup.exe"
if (-not (Test-Path -LiteralPath $setup)) { throw "ISCC finished without $setup" }
Write-Host "built $setup"
