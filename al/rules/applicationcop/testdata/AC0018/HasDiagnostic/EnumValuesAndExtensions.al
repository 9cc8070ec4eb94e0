enum 50162 "AC0018 Status"
{
    Extensible = true;

    value(0; " ") { [=Caption=] = ''; }
    value(1; Open) { Caption = 'Open'; }
}

enumextension 50163 "AC0018 Status Ext" extends "AC0018 Status"
{
    value(50100; Blank2) { [=Caption=] = '   '; }
}

pageextension 50164 "AC0018 Page Ext" extends "AC0018 Page"
{
    [=Caption=] = '';
}
