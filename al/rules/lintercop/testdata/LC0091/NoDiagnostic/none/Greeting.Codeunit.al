codeunit 50101 "Shop Greeting"
{
    var
        [|HelloMsg|]: Label 'Hello';
}
