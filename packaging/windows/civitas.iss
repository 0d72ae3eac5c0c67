; Inno Setup 6 script for the Civitas installer.
; Usage: iscc /DAppVersion=0.1.0 packaging\windows\civitas.iss   (packaging\windows\build.ps1 runs it)
; Packs the PyInstaller bundle dist\civitas into dist\Civitas-<version>-setup.exe. The fixed AppId
; makes a newer installer upgrade the installed copy in place instead of installing a second one.

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
PrivilegesRequiredOverridesAllowed=dialog
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
