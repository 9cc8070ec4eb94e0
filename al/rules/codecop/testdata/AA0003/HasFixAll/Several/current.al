codeunit 50137 "Not Fix All"
{
    procedure NotSpacing(A: Boolean; B: Boolean): Boolean
    begin
        exit([=not=](A) and [=not=]  [=not=](B));
    end;
}
