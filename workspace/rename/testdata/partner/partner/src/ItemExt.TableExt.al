tableextension 50100 "Item Ext" extends "Base Item"
{
    fields
    {
        field(50100; Rating; Code[10])
        {
            TableRelation = Rating.Code;
        }
        field(50101; "PTR Score"; Integer) { }
    }
    keys
    {
        key(ByRating; Rating) { }
    }
}
