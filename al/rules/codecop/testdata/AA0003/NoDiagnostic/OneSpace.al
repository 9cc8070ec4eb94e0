codeunit 50134 "Not Fine"
{
    procedure NotSpacing(A: Boolean; B: Boolean): Boolean
    begin
        if [|not|] (A and B) then
            exit([|not|] B);
        exit([|not|]
            A);
    end;
}
