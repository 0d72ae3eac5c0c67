; Inno Setup script (6.3 or later; 7 reads it too) for the Civitas installer.
; Usage: iscc /DAppVersion=0.1.0 packaging\windows\civitas.iss   (packaging\windows\build.ps1 runs it)
; Packs the PyInstaller bundle dist\civitas into dist\Civitas-<version>-setup.exe. The fixed AppId
; makes a newer installer upgrade the installed copy in place instead of installing a second one.
; By default it installs for the current user without an administrator prompt (%LOCALAPPDATA%\Programs\Civitas);
; its first page lets the player choose an install for all users instead (/ALLUSERS on the command line).
; The uninstaller removes only what was installed: saves and settings (%LOCALAPPDATA%\Civitas) stay.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z civitas.iss
#endif
#define Root "..\.."

[Setup]
AppId={{567879B8-3B5A-461A-A787-71E020651091}
AppName=Civitas
AppVersion={#AppVersion}
AppVerName=Civitas {#AppVersion}
AppPublisher=Civitas developers
DefaultDirName={autopf}\Civitas
DefaultGroupName=Civitas
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
; Qt 6.12 needs Windows 10 1809 (build 17763); on anything older Setup says so instead of installing.
MinVersion=10.0.17763
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SetupIconFile={#Root}\build\icons\civitas.ico
UninstallDisplayIcon={app}\civitas.exe
UninstallDisplayName=Civitas
OutputDir={#Root}\dist
OutputBaseFilename=Civitas-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes
; The language page only when the system language is neither of ours (Russian, English).
ShowLanguageDialog=auto

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; The previous version's bundle: libraries it had and this one does not must not linger.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#Root}\dist\civitas\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Civitas"; Filename: "{app}\civitas.exe"
Name: "{autodesktop}\Civitas"; Filename: "{app}\civitas.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\civitas.exe"; Description: "{cm:LaunchProgram,Civitas}"; Flags: nowait postinstall skipifsilent
