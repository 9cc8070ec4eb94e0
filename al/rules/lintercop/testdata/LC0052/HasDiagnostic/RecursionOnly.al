codeunit 50200 "Tree Walker"
{
    Access = Internal;

    procedure [|CountNodes|](Depth: Integer): Integer
    begin
        if Depth <= 0 then
            exit(1);
        exit(1 + CountNodes(Depth - 1));
    end;

    internal procedure [|Flatten|]()
    var
        Flatten: Integer;
    begin
        Flatten := 3;
    end;
}
