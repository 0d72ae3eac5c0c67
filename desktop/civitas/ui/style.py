"""The application's look: one style sheet over Qt's Fusion style, in warm museum colours."""

from __future__ import annotations

INK = "#2b2b2b"
PARCHMENT = "#f4efe3"
GOLD = "#d9b45a"
TEAL = "#1f3a46"

STYLE_SHEET = """
QMainWindow, QDialog { background: #f4efe3; }
QWidget { color: #2b2b2b; }
QLabel#dialogTitle { font-size: 17pt; font-weight: bold; color: #1f3a46; }

/* start screen */
QLabel#startTitle { font-family: "DejaVu Serif"; font-size: 48pt; font-weight: bold; color: #e6c877; }
QLabel#startSubtitle { font-size: 15pt; color: #c9d6d9; }
QLabel#startHeading { font-size: 14pt; font-weight: bold; color: #e6c877; }
QLabel#startMuted { color: #9fb2b7; }
QFrame#startCard { background: rgba(255, 255, 255, 18); border: 1px solid rgba(217, 180, 90, 90);
                   border-radius: 14px; }
QListWidget#gameList { background: rgba(0, 0, 0, 40); border: none; color: #f4efe3; font-size: 14pt;
                       border-radius: 8px; padding: 6px; }
QListWidget#gameList::item { padding: 10px 8px; border-radius: 6px; }
QListWidget#gameList::item:selected { background: rgba(217, 180, 90, 150); color: #1b1b1b; }
QComboBox#languageBox { min-width: 120px; }

/* buttons */
QPushButton { background: #fffaf0; border: 1px solid #b9a57a; border-radius: 7px; padding: 6px 14px; }
QPushButton:hover { background: #fff3d6; border-color: #9c7a2e; }
QPushButton:pressed { background: #f0e0b8; }
QPushButton:disabled { color: #a09a8c; background: #ece6d8; border-color: #d4cbb5; }
QPushButton#primaryButton { background: #d9b45a; border: 1px solid #9c7a2e; color: #1b1b1b; font-weight: bold;
                            font-size: 12pt; }
QPushButton#primaryButton:hover { background: #e6c877; }
QPushButton#primaryButton:disabled { background: #8e8a7c; color: #ddd6c4; border-color: #777; }
QPushButton#menuButton { font-size: 12pt; }
QFrame#startCard QPushButton#menuButton { background: rgba(255, 255, 255, 26); color: #f4efe3;
                                          border: 1px solid rgba(217, 180, 90, 110); }
QFrame#startCard QPushButton#menuButton:hover { background: rgba(217, 180, 90, 70); }
QFrame#startCard QPushButton#menuButton:disabled { color: #6f7f84; border-color: rgba(255, 255, 255, 30);
                                                   background: transparent; }
QFrame#startCard QPushButton#tutorialButton { font-size: 12pt; color: #e6c877; background: rgba(217, 180, 90, 28);
                                              border: 1px solid rgba(217, 180, 90, 170); }
QFrame#startCard QPushButton#tutorialButton:hover { background: rgba(217, 180, 90, 70); }
QPushButton#quietButton { background: transparent; color: #c9d6d9; border: 1px solid rgba(201, 214, 217, 70); }
QPushButton#quietButton:hover { background: rgba(255, 255, 255, 20); }

/* game screen */
QFrame#sidePanel { background: #ebe3d0; border-left: 1px solid #cdbf9d; }
QFrame#sidePanel QPushButton { padding: 6px 4px; }
QLabel#sideTitle { font-family: "DejaVu Serif"; font-size: 15pt; font-weight: bold; color: #1f3a46; }
QLabel#turnLabel { font-size: 12pt; }
QLabel#panelTitle { font-weight: bold; color: #1f3a46; font-size: 11pt; }
QLabel#mutedLabel { color: #6d6556; }
QLabel#aiLabel { color: #1f3a46; font-style: italic; }
QListWidget#gameLog { background: #fbf8f1; border: 1px solid #d6c9a8; border-radius: 6px; padding: 0 4px; }
QListWidget#gameLog::item { padding: 3px 0; }  /* side padding here would be left out of the wrapped height */
QListWidget#gameLog::item:alternate { background: #f3eddf; }
QLabel#statusLine { background: #1f3a46; color: #f4efe3; padding: 4px 12px; }
QLabel#statusLine[kind="error"] { background: #7b241c; color: #fff; }
QLabel#statusLine[kind="empty"] { background: #ebe3d0; border-top: 1px solid #cdbf9d; }
QProgressBar { border: none; background: #d6c9a8; border-radius: 3px; }
QProgressBar::chunk { background: #1f3a46; border-radius: 3px; }
QWidget#fallbackTable { background: #2e5a4b; }
QWidget#fallbackTable QLabel { color: #f4efe3; }
QWidget#fallbackTable QGroupBox { color: #e6c877; font-weight: bold; border: 1px solid rgba(255,255,255,60);
                                  border-radius: 8px; margin-top: 14px; padding-top: 8px; }
QWidget#fallbackTable QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; }
QPlainTextEdit#viewText { background: rgba(0, 0, 0, 50); color: #f4efe3; border: none; border-radius: 6px; }
QPushButton#actionButton { min-height: 34px; font-size: 11pt; }

/* pass screen */
QLabel#passHeading { font-family: "DejaVu Serif"; font-size: 34pt; font-weight: bold; color: #e6c877; }
QLabel#passHint { font-size: 13pt; color: #c9d6d9; }

/* game over */
QWidget#gameOverScreen { background: #f4efe3; }
QLabel#gameOverTitle { font-family: "DejaVu Serif"; font-size: 30pt; font-weight: bold; color: #1f3a46; }
QLabel#gameOverHow { font-size: 13pt; color: #5b5140; }
QFrame#card { background: #fbf7ee; border: 1px solid #d6c9a8; border-radius: 10px; }
QTableWidget#scoreTable { background: #fbf7ee; border: 1px solid #d6c9a8; border-radius: 6px;
                          gridline-color: #e4dac4; font-size: 11pt; }
QHeaderView::section { background: #e7dcc2; border: none; padding: 5px; font-weight: bold; }
QLabel#errorLabel { color: #7b241c; }
"""
