codeunit 50601 "Declared Once"
{
    var
        Counter: Integer;
        Item: Record Item;

    procedure Hides() Result: Integer
    var
        Counter: Decimal;
        Item: Code[20];
    begin
        Counter := 1;
    end;

    procedure SameLocalsElsewhere(No: Code[20]) Result: Integer
    var
        Counter: Decimal;
    begin
    end;

    procedure Unnamed(No: Code[20]): Integer
    var
        Total: Integer;
    begin
    end;

    procedure Branches()
    var
#if CLEAN25
        Amount: Decimal;
#else
        Amount: Integer;
#endif
        "Amount 2": Decimal;
    begin
    end;

    procedure Counter2(Counter: Integer)
    begin
    end;
}

table 50601 "Declared Once Table"
{
    fields
    {
        field(1; Code; Code[20])
        {
            trigger OnValidate()
            var
                Seen: Boolean;
            begin
            end;

            trigger OnLookup()
            var
                Seen: Boolean;
            begin
            end;
        }
        field(2; Seen; Boolean) { }
    }

    var
#if not CLEAN25
        Global: Integer;
#else
        Global: Decimal;
#endif

    trigger OnInsert()
    var
        Seen: Boolean;
    begin
    end;
}
