table 50172 "AC0018 Fix All"
{
    [=Caption=] = '';

    fields
    {
        field(1; "No."; Code[20]) { [=Caption=] = ''; }
        field(2; Name; Text[100]) { [=Caption=] = '', Locked = false; }
        field(3; Blank; Text[100]) { Caption = 'Blank'; }
    }
}
