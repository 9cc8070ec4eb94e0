table 50203 "Price Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Unit Price"; Decimal) { }
    }

    procedure Apply()
    var
        UnitPrice: Decimal;
        EntryNo: Integer;
    begin
        UnitPrice := Rec."Unit Price";
        EntryNo := Rec."Entry No.";
    end;

    [Obsolete('Use Apply.', '25.0')]
    procedure OldApply()
    var
        "Unit Price": Decimal;
    begin
        "Unit Price" := 0;
    end;
}

page 50204 "Unknown Source"
{
    SourceTable = "Table Not In This Project";

    procedure Show()
    var
        Description: Text;
    begin
        Description := '';
    end;
}

codeunit 50205 "Price Tools"
{
    procedure Calculate()
    var
        Amount: Decimal;
        Description: Text;
    begin
        Amount := 1;
        Description := Format(Amount);
    end;

    procedure Other()
    var
        Helper: Codeunit "Price Tools";
    begin
        Helper.Calculate();
    end;
}
