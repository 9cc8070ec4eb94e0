enum 50253 "AC0023 Fine"
{
    value(0; "")
    {
        Caption = '';
    }
    value(1; Hidden)
    {
        Caption = '', Locked = true;
    }
    value(2; Blank)
    {
        Caption = ' ';
    }
    value(3; NoCaption) { }
    value(4; Open)
    {
        Caption = 'Open';
    }
}
