namespace Own.Inventory;

using Base.Inventory;

codeunit 50100 "Own Item Use"
{
    procedure UseFields()
    var
        Item: Record Item;
    begin
        Item.[|"Old Description"|] := 'x';
        if Item.[|"old description"|] <> '' then;
        Item.SetRange([|"Old Description"|], 'x');
        Item.[|"Old Bin"|] := 'B1';
        Item."Bin Count" := 1;
    end;

    procedure UseProcedures()
    var
        Item: Record Item;
        Events: Codeunit "Item Events";
    begin
        if Item.[|OldCheck|]() then;
        if Item.NewCheck() then;
        Item.[|Reprice|](1);
        Item.Reprice(1, Today);
        Events.[|OnBeforeCheckItem|](Item);
        Events.OnAfterCheckItem(Item);
    end;

    procedure UseObjects()
    var
        Archive: Record [|"Item Ledger Archive"|];
        Repricing: Codeunit [|"Item Repricing"|];
        Id: Integer;
    begin
        Id := Database::[|"Item Ledger Archive"|];
        Codeunit.Run(Codeunit::[|"Item Repricing"|]);
    end;

    procedure UseValues(): Enum "Item Kind"
    var
        Kind: Enum "Item Kind";
    begin
        Kind := Enum::"Item Kind"::[|Service|];
        if Kind = Kind::[|Service|] then;
        exit(Kind::"Non-Inventory");
    end;
}

table 50100 "Own Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
        field(2; "Old Switch"; Boolean)
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Always on now';
            ObsoleteTag = '1.0';
        }
    }

    trigger OnInsert()
    begin
        [|"Old Switch"|] := true;
    end;

    [Obsolete('Use Init')]
    procedure OldInit()
    begin
    end;

    procedure Init2()
    begin
        [|OldInit|]();
    end;
}

codeunit 50105 "Own Item Subscribers"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Item Events", [|'OnBeforeCheckItem'|], '', false, false)]
    local procedure BeforeCheck(var Item: Record Item)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Item, 'OnAfterValidateEvent', [|'Old Description'|], false, false)]
    local procedure AfterValidateOld(var Rec: Record Item)
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Item Events", 'OnAfterCheckItem', '', false, false)]
    local procedure AfterCheck(var Item: Record Item)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Item, 'OnAfterValidateEvent', 'Description', false, false)]
    local procedure AfterValidate(var Rec: Record Item)
    begin
    end;
}

// Upgrade code is told about pending members like any other code.
codeunit 50107 "Own Item Upgrade"
{
    Subtype = Upgrade;

    trigger OnUpgradePerCompany()
    var
        Item: Record Item;
    begin
        Item.ModifyAll([|"Old Description"|], '');
    end;
}
