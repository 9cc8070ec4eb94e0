enum 50150 "Shelf Kind"
{
    value(0; Standard) { }
    value(1; Cold) { }
}

table 50150 "Shelf"
{
    fields
    {
        field(1; Kind; Enum "Shelf Kind") { }
        field(2; "Shelf Code"; Code[20]) { }
        field(3; Position; Integer) { }
        field(4; "Record Link"; RecordId) { }
    }
    keys
    {
        key(PK; Kind, "Shelf Code", Position) { }
    }
}

table 50151 "Shelf Weight"
{
    fields
    {
        field(1; "Weight Class"; Decimal) { }
        field(2; Status; Option)
        {
            OptionMembers = Free,Taken;
        }
        field(3; "Serial"; BigInteger) { }
        field(4; Note; Text[30]) { }
    }
    keys
    {
        key(PK; "Weight Class", Status, Serial, Note) { }
    }
}

table 50152 "Shelf Customer"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
    }
    keys
    {
        key(PK; "No.") { }
    }
}

table 50153 "Shelf Setup"
{
    fields
    {
        field(1; "Primary Key"; Integer) { }
    }
}

codeunit 50150 "Shelf Lookups"
{
    var
        // A global of another table; the locals below shadow it.
        Shelf: Record "Shelf Customer";

    procedure Exact(ShelfCode: Code[20]; Position: Integer)
    var
        Shelf: Record Shelf;
    begin
        Shelf.Get(Enum::"Shelf Kind"::Cold, ShelfCode, Position);
        Shelf.Get("Shelf Kind"::Standard, 'A LONG LITERAL CODE THAT IS LONGER', 1);
        Shelf.Get(Shelf.Kind::Cold, ShelfCode, Shelf.Position);
        Shelf.Get("Shelf Kind".FromInteger(Position), ShelfCode, Position);
    end;

    procedure ShorterValues(ShortCode: Code[10]; ShortText: Text[20]; AnyText: Text)
    var
        Shelf: Record Shelf;
    begin
        Shelf.Get(Shelf.Kind, ShortCode, 7);
        Shelf.Get(Shelf.Kind, ShortText, 7);
        Shelf.Get(Shelf.Kind, AnyText, 7);
    end;

    procedure Conversions(Number: Integer; Big: BigInteger; Lbl: Label 'NOTE')
    var
        ShelfWeight: Record "Shelf Weight";
    begin
        ShelfWeight.Get(Number, Number, Big, Lbl);
        ShelfWeight.Get(1.5, ShelfWeight.Status::Taken, Number, 'Note');
        ShelfWeight.Get(Number, Status::Free, 0, '');
    end;

    procedure RecordIds(Id: RecordId)
    var
        Shelf: Record Shelf;
    begin
        Shelf.Get(Id);
        Shelf.Get(Shelf.RecordId());
        Shelf.Get(Shelf."Record Link");
    end;

    procedure SetupTables()
    var
        ShelfSetup: Record "Shelf Setup";
        ShelfCustomer: Record "Shelf Customer";
        DepSetup: Record "Dep Setup";
    begin
        ShelfSetup.Get();
        ShelfCustomer.Get();
        DepSetup.Get();
        DepSetup.Get('');
    end;

    procedure TheGlobal(CustomerNo: Code[20])
    begin
        Shelf.Get(CustomerNo);
    end;

    procedure VarParameter(var ShelfCustomer: Record "Shelf Customer"; CustomerNo: Code[20]): Boolean
    begin
        exit(ShelfCustomer.Get(CustomerNo));
    end;

    procedure ReturnedRecord(CustomerNo: Code[20]) ShelfCustomer: Record "Shelf Customer"
    begin
        ShelfCustomer.Get(CustomerNo);
        exit(ShelfCustomer);
    end;

    procedure TemporaryRecord(CustomerNo: Code[20])
    var
        TempShelfCustomer: Record "Shelf Customer" temporary;
    begin
        TempShelfCustomer.Get(CustomerNo);
    end;

    procedure DependencyTables(JournalCode: Code[10]; ContactId: Guid)
    var
        DepLedgerLine: Record "Dep Ledger Line";
        DepContactMirror: Record "Dep Contact Mirror";
    begin
        DepLedgerLine.Get(JournalCode, 10000);
        DepContactMirror.Get(ContactId);
    end;
}
