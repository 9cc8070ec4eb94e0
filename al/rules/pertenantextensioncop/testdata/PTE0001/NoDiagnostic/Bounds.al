// The range is inclusive at both ends; objects without an id are not judged.
codeunit 50000 "First Free"
{
    var
        Counter: Integer;

    procedure Bump()
    begin
        Counter := 10;
    end;
}

tableextension 99999 "Last Free" extends Customer
{
}

controladdin "My Chart"
{
}

interface "IMy Interface"
{
}

profile "MY PROFILE"
{
    RoleCenter = "Business Manager Role Center";
}
