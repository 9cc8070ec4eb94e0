codeunit 50100 "PTR Rating Mgt"
{
    procedure Rate(var Item: Record "Base Item")
    var
        R: Record Rating;
    begin
        R.Get(Item.Rating);
        Item."PTR Score" := R.Score;
        Item.Modify();
    end;

    procedure IsRated(Kind: Enum "Base Kind"): Boolean
    begin
        exit(Kind = Kind::Rated);
    end;
}
