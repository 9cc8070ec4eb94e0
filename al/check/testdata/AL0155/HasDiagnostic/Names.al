table 50140 "Name Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
        field(3; [=DESCRIPTION=]; Text[50]) { }
    }
}

tableextension 50140 "Name Table Ext" extends "Name Table"
{
    fields
    {
        field(50140; [="No."=]; Code[10]) { }
        field(50141; "Own Name"; Text[10]) { }
        field(50142; [="own name"=]; Text[10]) { }
    }
}

enum 50140 "Name Enum"
{
    Extensible = true;
    value(0; None) { }
    value(1; [=none=]) { }
}

enumextension 50140 "Name Enum Ext" extends "Name Enum"
{
    value(50140; [=None=]) { }
}
