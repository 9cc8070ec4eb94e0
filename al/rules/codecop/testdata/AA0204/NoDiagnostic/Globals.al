table 50224 "Stop"
{
    fields
    {
        field(1; "Stop No."; Integer) { }
    }

    var
        StopNo: Integer;
}

page 50225 "Stop Card"
{
    SourceTable = "Table Not In This Project";

    layout
    {
        area(Content)
        {
            field(StopName; Rec.Name) { }
        }
    }

    var
        Name: Text;
        [Obsolete('Not used.', '25.0')]
        StopName: Text;
}

codeunit 50226 "Stop Mgt."
{
    var
        Name: Text;
        Code: Code[20];
}
