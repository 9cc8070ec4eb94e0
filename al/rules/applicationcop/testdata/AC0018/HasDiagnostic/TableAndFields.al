table 50160 "AC0018 Table"
{
    [=Caption=] = '';

    fields
    {
        field(1; "No."; Code[20]) { [=Caption=] = ' '; }
        field(2; Name; Text[100])
        {
            [=caption=] = '', Comment = 'Left empty on purpose';
        }
    }
}
