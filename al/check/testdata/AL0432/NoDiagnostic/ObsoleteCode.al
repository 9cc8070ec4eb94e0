namespace Own.Inventory;

using Base.Inventory;

// Code that is itself obsolete retires together with what it uses.
codeunit 50102 "Own Obsolete Code"
{
    [Obsolete('Use NewUse', '25.0')]
    procedure OldUse()
    var
        Item: Record Item;
        Archive: Record "Item Ledger Archive";
    begin
        Item."Old Description" := 'x';
        if Item.OldCheck() then;
    end;

    procedure NewUse()
    var
        Item: Record Item;
    begin
#if CLEAN99
        Item."Description" := 'x';
#else
        Item.Description := 'x';
#endif
#if UNDEFINED_SYMBOL
        Item."Old Description" := 'x';
#endif
        Item."Moved Field" := 1;
        Item.Reprice(1, Today);
        with Item do
            "Old Description" := 'y';
    end;
}

codeunit 50103 "Own Retired"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Retired with the archive';
    ObsoleteTag = '25.0';

    procedure Use()
    var
        Archive: Record "Item Ledger Archive";
        Repricing: Codeunit "Item Repricing";
    begin
        Repricing.Run();
    end;
}

table 50104 "Own Archive Buffer"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Old Kind"; Enum "Item Kind")
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Not needed';

            trigger OnValidate()
            begin
                if "Old Kind" = "Old Kind"::Service then;
            end;
        }
    }
}
