table 50233 "Ticket Line"
{
    fields
    {
        field(1; "Line No."; Integer)
        {
            trigger OnLookup()
            begin
            end;
        }
        field(2; Description; Text[100]) { }
    }

    procedure Describe(NewDescription: Text[100]; LineNo: Integer)
    begin
        Rec.Description := NewDescription;
        Rec."Line No." := LineNo;
    end;

    [Obsolete('Use Describe.', '25.0')]
    procedure OldDescribe(Description: Text[100])
    begin
    end;
}

page 50234 "Ticket Lines"
{
    SourceTable = "Ticket Line";

    trigger OnQueryClosePage(CloseAction: Action): Boolean
    begin
        exit(true);
    end;
}

page 50235 "Foreign Lines"
{
    SourceTable = "Table Not In This Project";

    procedure SetDescription(Description: Text)
    begin
    end;
}
