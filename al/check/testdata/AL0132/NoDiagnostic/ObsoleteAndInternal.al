namespace Own.Sales;

using Base.Sales;

// Obsolete and internal members are still members: whether they may be
// used is another diagnostic than AL0132's.
codeunit 50113 "Own Obsolete Use"
{
    procedure Use()
    var
        Item: Record Item;
    begin
        Item."Old Description" := 'x';
        if Item.InternalCheck() or Item.OldCheck() then;
    end;
}
