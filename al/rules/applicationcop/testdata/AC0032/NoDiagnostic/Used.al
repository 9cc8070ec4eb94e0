codeunit 50210 "Ledger Summer"
{
    Permissions = tabledata "Summer Entry" = r,
                  tabledata "Summer Detail" = r,
                  tabledata "Summer Buffer" = rd,
                  tabledata "Summer Old" = i,
                  tabledata "Summer Sys" = r;

    procedure Total(): Decimal
    var
        Entry: Record "Summer Entry";
        TempHeader: Record "Summer Header" temporary;
        Buffer: Record "Summer Buffer";
        Sys: Record "Summer Sys";
    begin
        Entry.CalcSums(Amount);
        TempHeader.CalcFields("Detail Amount");
        Buffer.Next();
        Buffer.Truncate();
        Sys.FindFirst();
        exit(Entry.Amount);
    end;

    [Obsolete('Use Total', '25.0')]
    procedure OldTotal()
    var
        Old: Record "Summer Old";
    begin
        Old.Insert();
    end;
}

table 50210 "Summer Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; Amount; Decimal) { }
    }
}

table 50211 "Summer Header"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Detail Amount"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Summer Detail".Amount where("Header No." = field("No.")));
        }
    }
}

table 50212 "Summer Detail"
{
    fields
    {
        field(1; "Header No."; Code[20]) { }
        field(2; Amount; Decimal) { }
    }
}

table 50213 "Summer Buffer"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

table 50214 "Summer Old"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

table 2000000600 "Summer Sys"
{
    fields
    {
        field(1; Id; Integer) { }
    }
}

page 50210 "Summer Headers"
{
    SourceTable = "Summer Header";
    Permissions = tabledata "Summer Header" = rimd,
                  tabledata "Summer Detail" = r;

    layout
    {
        area(Content)
        {
            field("Detail Amount"; Rec."Detail Amount") { }
        }
    }
}

codeunit 50211 "Summer Numbering"
{
    Permissions = tabledata "Summer Numbers" = rm;

    procedure Next(): Integer
    var
        Numbers: Record "Summer Numbers";
    begin
        exit(Numbers.TakeNext());
    end;
}

table 50215 "Summer Numbers"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
        field(2; "Last No."; Integer) { }
    }

    procedure TakeNext(): Integer
    begin
        Rec.Get();
        Rec."Last No." += 1;
        Rec.Modify();
        exit(Rec."Last No.");
    end;
}
