#Requires -Version 7
# Usage: pwsh packaging/windows/find-iscc.ps1
# Prints the full path of the newest Inno Setup compiler (ISCC.exe) of version 6.3 or later on this
# machine, or nothing when there is none. It does not assume a folder name ("Inno Setup 6", "Inno Setup 7",
# a custom folder or a per-user install all work). Candidates, all checked by the file's version:
#   ISCC.exe on PATH; the App Paths registry entry for ISCC.exe; the InstallLocation of every Inno Setup
#   uninstall entry ("Inno Setup <N>_is1": per-machine 64- and 32-bit views, and per-user); the
#   "Inno Setup*" folders in Program Files, Program Files (x86) and %LOCALAPPDATA%\Programs.
# 6.3 is the first version that knows ArchitecturesAllowed=x64compatible, which civitas.iss uses.
[CmdletBinding()]
param()
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest

$minimum = [version]"6.3"
$candidates = [System.Collections.Generic.List[string]]::new()

$onPath = Get-Command ISCC.exe -CommandType Application -ErrorAction SilentlyContinue
foreach ($command in @($onPath)) { if ($command) { $candidates.Add($command.Source) } }

foreach ($hive in "HKLM:", "HKCU:") {
    foreach ($software in "SOFTWARE", "SOFTWARE\WOW6432Node") {
        $windows = Join-Path $hive "$software\Microsoft\Windows\CurrentVersion"
        $appPath = Get-Item -LiteralPath (Join-Path $windows "App Paths\ISCC.exe") -ErrorAction SilentlyContinue
        if ($appPath) {
            $value = $appPath.GetValue("")
            if ($value) { $candidates.Add($value.Trim('"')) }
        }
        $uninstall = Get-ChildItem -LiteralPath (Join-Path $windows "Uninstall") -ErrorAction SilentlyContinue
        foreach ($entry in @($uninstall)) {
            if (-not $entry -or $entry.PSChildName -notlike "Inno Setup*_is1") { continue }
            $location = $entry.GetValue("InstallLocation")
            if ($location) { $candidates.Add((Join-Path $location.Trim('"') "ISCC.exe")) }
        }
    }
}

$roots = @($env:ProgramFiles, ${env:ProgramFiles(x86)}, $(if ($env:LOCALAPPDATA) { Join-Path $env:LOCALAPPDATA "Programs" }))
foreach ($root in $roots) {
    if (-not $root -or -not (Test-Path -LiteralPath $root)) { continue }
    foreach ($folder in @(Get-ChildItem -LiteralPath $root -Directory -Filter "Inno Setup*" -ErrorAction SilentlyContinue)) {
        if ($folder) { $candidates.Add((Join-Path $folder.FullName "ISCC.exe")) }
    }
}

$best = $candidates |
    Where-Object { $_ -and (Test-Path -LiteralPath $_ -PathType Leaf) } |
    ForEach-Object { (Resolve-Path -LiteralPath $_).ProviderPath } |
    Sort-Object -Unique |
    ForEach-Object {
        $info = (Get-Item -LiteralPath $_).VersionInfo
        [pscustomobject]@{
            Path    = $_
            Version = [version]::new($info.FileMajorPart, $info.FileMinorPart, $info.FileBuildPart, $info.FilePrivatePart)
        }
    } |
    Where-Object { $_.Version -ge $minimum } |
    Sort-Object -Property Version -Descending |
    Select-Object -First 1
if ($best) { $best.Path }
