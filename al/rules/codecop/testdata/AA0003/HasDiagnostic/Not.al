codeunit 50133 "Not Spacing"
{
    procedure NotSpacing(A: Boolean; B: Boolean): Boolean
    begin
        if [=not=](A) then
            exit([=NOT=]  B);
        exit([=not=]	A);
    end;
}
