codeunit 50233 "Route Sorter"
{
    procedure Sort()
    begin
        Swap(1, 2);
    end;

    internal procedure [|Swap|](A: Integer; B: Integer)
    begin
    end;
}
