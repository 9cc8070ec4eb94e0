codeunit 50115 "Dangling Else"
{
    procedure Dangling(A: Boolean; B: Boolean)
    begin
        if A then [|begin|]
            if B then
                Message('a and b');
        end else
            Message('not a');
    end;
}
