namespace Own.Inventory;

using Base.Inventory;

// Microsoft's own code uses members marked for removal under a pragma.
codeunit 50101 "Own Suppressed Use"
{
    procedure UseFields()
    var
        Item: Record Item;
    begin
#pragma warning disable AL0432
        Item."Old Description" := 'x';
        if Item.OldCheck() then;
        Item.Reprice(1);
#pragma warning restore AL0432
        Item.Description := 'y';
    end;

#pragma warning disable AL0432
    procedure UseObject()
    var
        Archive: Record "Item Ledger Archive";
    begin
        Archive."Entry No." := 1;
    end;
#pragma warning restore AL0432
}

codeunit 50106 "Own Suppressed Subscribers"
{
#pragma warning disable AL0432
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Item Events", 'OnBeforeCheckItem', '', false, false)]
    local procedure BeforeCheck(var Item: Record Item)
    begin
    end;
#pragma warning restore AL0432

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Item Events", 'OnAfterCheckItem', '', false, false)]
    local procedure AfterCheck(var Item: Record Item)
    begin
    end;
}
