#Requires -Version 7
# Usage: pwsh packaging/windows/check.ps1 [-NoBuild]
# Builds the installer (packaging\windows\build.ps1, unless -NoBuild) and runs what it built, as
# packaging/linux/check.sh does on Linux:
#  1. the bundle dist\civitas\civitas.exe writes a demo save, plays 4 AI moves on it offscreen and takes a
#     screenshot (dist\smoke-table-windows-bundle.png);
#  2. the installer installs silently with its defaults, which must mean for the current user without an
#     administrator: the program lands in %LOCALAPPDATA%\Programs\Civitas and registers under HKCU;
#  3. the installed program writes a demo save into the per-user saves folder (%LOCALAPPDATA%\Civitas\saves,
#     where a player's saves are), plays 4 AI moves on it and takes a screenshot
#     (dist\smoke-table-windows-installed.png);
#  4. the uninstaller runs silently; the program and its uninstall entry must be gone and the saves folder,
#     with the save, still there (the save made here is then removed).
# civitas.exe is a GUI program, so PowerShell would not wait for it: every run goes through
# Start-Process -Wait -PassThru, which waits and gives the exit code. Throws on any failure.
[CmdletBinding()]
param([switch]$NoBuild)
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest
Set-Location (Join-Path $PSScriptRoot "..\..")

$AppId = "{567879B8-3B5A-461A-A787-71E020651091}"  # civitas.iss AppId, without Inno's doubled brace
$UninstallKey = "HKCU:\Software\Microsoft\Windows\CurrentVersion\Uninstall\${AppId}_is1"

function Fail([string]$Message) { throw "check failed: $Message" }

function Join-Arguments([string[]]$Arguments) {
    # Start-Process passes one command line; quote what has spaces or quotes (Windows argv rules).
    ($Arguments | ForEach-Object { if ($_ -match '[\s"]' -or $_ -eq "") { '"' + ($_ -replace '"', '\"') + '"' } else { $_ } }) -join " "
}

function Invoke-Gui([string]$Program, [string[]]$Arguments) {
    $process = Start-Process -FilePath $Program -ArgumentList (Join-Arguments $Arguments) -Wait -PassThru
    return $process.ExitCode
}

function Show-Logs([string]$Folder) {
    if (Test-Path -LiteralPath $Folder) {
        Get-ChildItem -LiteralPath $Folder -File | ForEach-Object { Write-Host "--- $($_.FullName)"; Get-Content -LiteralPath $_.FullName -Tail 40 | Out-Host }
    }
}

function Test-Screenshot([string]$Path) {
    if (-not (Test-Path -LiteralPath $Path -PathType Leaf)) { Fail "no screenshot $Path" }
    $bytes = [System.IO.File]::ReadAllBytes($Path)
    if ($bytes.Length -lt 8 -or [System.BitConverter]::ToString($bytes, 0, 8) -ne "89-50-4E-47-0D-0A-1A-0A") { Fail "$Path is not a PNG" }
    if ($bytes.Length -le 5000) { Fail "$Path is too small to show a table ($($bytes.Length) bytes)" }
    return $bytes.Length
}

# Smoke run: a demo save with only AI seats, 4 moves played on it, a screenshot; returns its size.
function Invoke-Smoke([string]$Program, [string]$Save, [string]$Shot, [string]$LogDir) {
    $code = Invoke-Gui $Program @("demo-save", $Save, "--players", "3", "--level", "easy", "--seed", "7")
    if ($code -ne 0) { Fail "$Program demo-save exited with $code" }
    if (-not (Test-Path -LiteralPath $Save -PathType Leaf) -or (Get-Item -LiteralPath $Save).Length -eq 0) { Fail "demo-save wrote nothing" }
    $code = Invoke-Gui $Program @("--load", $Save, "--ai-moves", "4", "--screenshot", $Shot, "--smoke-timeout", "90")
    if ($code -ne 0) { Show-Logs $LogDir; Fail "$Program exited with $code on the smoke run" }
    return Test-Screenshot $Shot
}

if (-not $NoBuild) { & (Join-Path $PSScriptRoot "build.ps1") }
$python = if (Test-Path .venv\Scripts\python.exe) { ".venv\Scripts\python.exe" } else { "python" }
$version = (& $python packaging\check_version.py | Select-Object -Last 1)
if ($LASTEXITCODE -ne 0 -or -not $version) { Fail "version check failed" }
$version = $version.Trim()
$setup = (Resolve-Path "dist\Civitas-$version-setup.exe").ProviderPath
$bundleExe = (Resolve-Path "dist\civitas\civitas.exe").ProviderPath

$work = Join-Path ([System.IO.Path]::GetTempPath()) ("civitas-check-" + [guid]::NewGuid().ToString("N"))
New-Item -ItemType Directory -Force $work | Out-Null
$env:QT_QPA_PLATFORM = "offscreen"
# The per-user folders as Inno Setup and platformdirs see them (SHGetKnownFolderPath), not %LOCALAPPDATA%,
# which CI runners may spell with an 8.3 short name.
$localAppData = [Environment]::GetFolderPath("LocalApplicationData")
try {
    # 1. The bundle, with private data and log folders.
    $env:CIVITAS_DATA_DIR = Join-Path $work "data"
    $env:CIVITAS_LOG_DIR = Join-Path $work "logs"
    $size = Invoke-Smoke $bundleExe (Join-Path $work "demo.json") (Join-Path $work "bundle.png") $env:CIVITAS_LOG_DIR
    Copy-Item (Join-Path $work "bundle.png") "dist\smoke-table-windows-bundle.png" -Force
    Write-Host "bundle smoke run: 4 AI moves played, screenshot dist\smoke-table-windows-bundle.png ($size bytes)"

    # 2. Silent install with the installer's defaults: for the current user, no administrator.
    if (Test-Path -LiteralPath $UninstallKey) { Fail "Civitas is already installed for this user; uninstall it first" }
    $code = Invoke-Gui $setup @("/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/LOG=$(Join-Path $work 'install.log')")
    if ($code -ne 0) { Get-Content -LiteralPath (Join-Path $work "install.log") -Tail 40 -ErrorAction SilentlyContinue | Out-Host; Fail "the installer exited with $code" }
    if (-not (Test-Path -LiteralPath $UninstallKey)) { Fail "no per-user uninstall entry ${UninstallKey}, so not a current-user install" }
    $entry = Get-Item -LiteralPath $UninstallKey
    $appDir = $entry.GetValue("InstallLocation").TrimEnd("\")
    $expectedDir = Join-Path $localAppData "Programs\Civitas"
    if ($appDir -ne $expectedDir) { Fail "installed into $appDir, not the per-user $expectedDir" }
    $installedExe = Join-Path $appDir "civitas.exe"
    if (-not (Test-Path -LiteralPath $installedExe -PathType Leaf)) { Fail "no $installedExe after installing" }
    $startMenu = Join-Path ([Environment]::GetFolderPath("Programs")) "Civitas.lnk"
    if (-not (Test-Path -LiteralPath $startMenu)) { Fail "no per-user Start menu shortcut $startMenu" }
    Write-Host "installed for the current user: $installedExe"

    # 3. The installed program with the real per-user folders (storage/paths.py: platformdirs, no author).
    Remove-Item Env:CIVITAS_DATA_DIR, Env:CIVITAS_LOG_DIR
    $saves = Join-Path $localAppData "Civitas\saves"
    $logs = Join-Path $localAppData "Civitas\Logs"
    $save = Join-Path $saves ("smoke-check-" + [guid]::NewGuid().ToString("N") + ".civitas.json")
    New-Item -ItemType Directory -Force $saves | Out-Null
    $size = Invoke-Smoke $installedExe $save (Join-Path $work "installed.png") $logs
    Copy-Item (Join-Path $work "installed.png") "dist\smoke-table-windows-installed.png" -Force
    Write-Host "installed smoke run: 4 AI moves played, screenshot dist\smoke-table-windows-installed.png ($size bytes)"

    # 4. Silent uninstall; the uninstaller hands over to a copy of itself in TEMP, so wait until it is done.
    $uninstaller = $entry.GetValue("UninstallString").Trim('"')
    $code = Invoke-Gui $uninstaller @("/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART")
    if ($code -ne 0) { Fail "the uninstaller exited with $code" }
    $deadline = (Get-Date).AddSeconds(120)
    while ((Test-Path -LiteralPath $UninstallKey) -or (Test-Path -LiteralPath $installedExe)) {
        if ((Get-Date) -gt $deadline) { Fail "2 minutes after uninstalling, $installedExe or its uninstall entry is still there" }
        Start-Sleep -Seconds 1
    }
    if (-not (Test-Path -LiteralPath $saves -PathType Container)) { Fail "uninstalling removed the saves folder $saves" }
    if (-not (Test-Path -LiteralPath $save -PathType Leaf)) { Fail "uninstalling removed the save $save" }
    Remove-Item -LiteralPath $save
    Write-Host "uninstalled; the per-user saves folder $saves is still there"
    Write-Host "setup: $setup ($([math]::Round((Get-Item -LiteralPath $setup).Length / 1MB, 1)) MB)"
    Write-Host "check passed"
}
finally {
    Remove-Item -LiteralPath $work -Recurse -Force -ErrorAction SilentlyContinue
}
