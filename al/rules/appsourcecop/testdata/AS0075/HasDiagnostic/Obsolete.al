table 70000000 "ABC Rating"
{
    DataClassification = CustomerContent;
    [=ObsoleteState = Pending;=]
    ObsoleteTag = '2.0';

    fields
    {
        field(1; "No."; Code[20])
        {
            [=ObsoleteState = Removed;=]
            ObsoleteReason = ' ';
            ObsoleteTag = '2.0';
        }
    }

    [|[Obsolete]|]
    procedure Recalc()
    begin
    end;

    [|[Obsolete('', '2.0')]|]
    procedure Recalc2()
    begin
    end;
}
