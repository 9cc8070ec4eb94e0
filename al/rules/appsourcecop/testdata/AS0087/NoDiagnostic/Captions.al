enum 70000002 "ABC Color"
{
    value(0; Red)
    {
        // a comma between entries is not in a caption
        CaptionML = ENU = 'Red', DAN = 'Rød';
    }
    value(1; "Dark, Blue")
    {
        Caption = 'Dark blue';
    }
}

table 70000003 "ABC Setup"
{
    // CaptionML of other objects is not an enum value caption
    CaptionML = ENU = 'Setup, general';

    fields
    {
        field(1; "Code"; Code[10]) { }
    }
}
