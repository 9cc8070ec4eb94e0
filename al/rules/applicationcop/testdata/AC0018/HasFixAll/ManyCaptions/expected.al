table 50172 "AC0018 Fix All"
{
    Caption = '', Locked = true;

    fields
    {
        field(1; "No."; Code[20]) { Caption = '', Locked = true; }
        field(2; Name; Text[100]) { Caption = '', Locked = true; }
        field(3; Blank; Text[100]) { Caption = 'Blank'; }
    }
}
